// spec 02 §2, §5, §9: the feedback form's rules. The spec names the limits without their numbers; ours are
// in the README ("Feedback"): content 500 characters, 3 files, JPEG/PNG/WebP images up to 10 MB and
// MP4/MOV videos up to 50 MB, each checked before the upload and again by the server from the bytes.

export const FEEDBACK_MAX_LENGTH = 500;
export const FEEDBACK_MAX_FILES = 3;

export type MediaType = 'image/jpeg' | 'image/png' | 'image/webp' | 'video/mp4' | 'video/quicktime';
export const MEDIA_TYPES: readonly MediaType[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'video/mp4',
  'video/quicktime',
];
const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 10 * MB;
export const VIDEO_MAX_BYTES = 50 * MB;

export const isMediaType = (type: string): type is MediaType =>
  (MEDIA_TYPES as readonly string[]).includes(type);
export const isVideo = (type: MediaType): boolean => type.startsWith('video/');
export const maxBytesOf = (type: MediaType): number => (isVideo(type) ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES);

/** How many bytes of a file's start sniffMediaType reads. */
export const SNIFF_BYTES = 16;

const startsWith = (bytes: Uint8Array, at: number, sig: readonly number[]) =>
  sig.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The media type the bytes themselves say (magic numbers), never the name's; null when none of ours. */
export function sniffMediaType(bytes: Uint8Array): MediaType | null {
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return 'image/webp';
  if (startsWith(bytes, 4, ascii('ftyp'))) {
    // the ISO media file's brand: QuickTime's is "qt  ", the others are MP4 flavours
    return startsWith(bytes, 8, ascii('qt  ')) ? 'video/quicktime' : 'video/mp4';
  }
  return null;
}

export type ContentProblem = 'required' | 'tooLong';

/** The content is required and at most 500 characters (counted as the user sees them). */
export function contentProblem(content: string): ContentProblem | null {
  const text = content.trim();
  if (text === '') return 'required';
  return [...content].length > FEEDBACK_MAX_LENGTH ? 'tooLong' : null;
}

/** Characters as the counter shows them (an emoji counts once). */
export const contentLength = (content: string): number => [...content].length;

export type FileProblem = 'tooMany' | 'type' | 'tooBig';

/** A file about to join `count` others: refused when it is a fourth, of another type, or too big. */
export function fileProblem(
  file: { size: number; type: MediaType | null },
  count: number,
): FileProblem | null {
  if (count >= FEEDBACK_MAX_FILES) return 'tooMany';
  if (file.type === null) return 'type';
  return file.size > maxBytesOf(file.type) ? 'tooBig' : null;
}
