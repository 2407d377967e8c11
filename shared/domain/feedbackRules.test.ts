import {
  contentLength,
  contentProblem,
  FEEDBACK_MAX_LENGTH,
  fileProblem,
  IMAGE_MAX_BYTES,
  sniffMediaType,
  VIDEO_MAX_BYTES,
} from './feedbackRules';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('the media type comes from the bytes (magic numbers), never the name', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    ['WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['MP4', bytes([0, 0, 0, 0x18], 'ftypisom'), 'video/mp4'],
    ['MOV', bytes([0, 0, 0, 0x14], 'ftypqt  '), 'video/quicktime'],
  ])('%s', (_name, b, type) => expect(sniffMediaType(b)).toBe(type));

  it('an HTML page, a GIF, a RIFF that is not WebP or too few bytes are none of ours', () => {
    expect(sniffMediaType(bytes('<!doctype html><html>'))).toBeNull();
    expect(sniffMediaType(bytes('GIF89a'))).toBeNull();
    expect(sniffMediaType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffMediaType(bytes([0xff, 0xd8]))).toBeNull();
  });
});

describe('content (spec 02 §5)', () => {
  it('is required', () => {
    expect(contentProblem('')).toBe('required');
    expect(contentProblem('   \n')).toBe('required');
  });
  it('is at most 500 characters, an emoji counting once', () => {
    expect(contentProblem('ا'.repeat(FEEDBACK_MAX_LENGTH))).toBeNull();
    expect(contentProblem('ا'.repeat(FEEDBACK_MAX_LENGTH + 1))).toBe('tooLong');
    expect(contentLength('😀😀')).toBe(2);
    expect(contentProblem('😀'.repeat(FEEDBACK_MAX_LENGTH))).toBeNull();
  });
});

describe('files (spec 02 §2, §9)', () => {
  it('at most 3', () => {
    expect(fileProblem({ size: 10, type: 'image/png' }, 2)).toBeNull();
    expect(fileProblem({ size: 10, type: 'image/png' }, 3)).toBe('tooMany');
  });
  it('only our types, each within its size', () => {
    expect(fileProblem({ size: 10, type: null }, 0)).toBe('type');
    expect(fileProblem({ size: IMAGE_MAX_BYTES, type: 'image/jpeg' }, 0)).toBeNull();
    expect(fileProblem({ size: IMAGE_MAX_BYTES + 1, type: 'image/jpeg' }, 0)).toBe('tooBig');
    expect(fileProblem({ size: VIDEO_MAX_BYTES, type: 'video/mp4' }, 0)).toBeNull();
    expect(fileProblem({ size: VIDEO_MAX_BYTES + 1, type: 'video/quicktime' }, 0)).toBe('tooBig');
  });
});
