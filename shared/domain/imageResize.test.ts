import { IMAGE_RESIZE_DEFAULT_WIDTH, resizedImageUrl } from './imageResize';

describe('image resize (spec 02 §9: default width 240)', () => {
  it('asks for width 240 unless told another', () => {
    expect(IMAGE_RESIZE_DEFAULT_WIDTH).toBe(240);
    expect(resizedImageUrl('https://img.example.com/a/b.png')).toBe(
      'https://img.example.com/a/b.png?imageView2/2/w/240',
    );
    expect(resizedImageUrl('/avatars/1.jpg', 80)).toBe('/avatars/1.jpg?imageView2/2/w/80');
  });
  it('keeps a fragment after the query', () => {
    expect(resizedImageUrl('/a.png#x')).toBe('/a.png?imageView2/2/w/240#x');
  });
  it('takes a whole width of at least 1, else the default', () => {
    expect(resizedImageUrl('/a.png', 120.4)).toBe('/a.png?imageView2/2/w/120');
    expect(resizedImageUrl('/a.png', 0)).toBe('/a.png?imageView2/2/w/240');
    expect(resizedImageUrl('/a.png', Number.NaN)).toBe('/a.png?imageView2/2/w/240');
  });
  it('leaves what cannot or must not be resized as it is', () => {
    expect(resizedImageUrl('')).toBe('');
    expect(resizedImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(resizedImageUrl('blob:https://x/1')).toBe('blob:https://x/1');
    expect(resizedImageUrl('/avatars/1000001.svg')).toBe('/avatars/1000001.svg');
    expect(resizedImageUrl('/a.SVG#i')).toBe('/a.SVG#i');
    // a signed or already processed URL
    expect(resizedImageUrl('https://img.example.com/a.png?e=1&token=t')).toBe(
      'https://img.example.com/a.png?e=1&token=t',
    );
    expect(resizedImageUrl('/a.png?imageView2/2/w/80')).toBe('/a.png?imageView2/2/w/80');
  });
});
