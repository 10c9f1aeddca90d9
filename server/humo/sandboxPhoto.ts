// The profile picture every Humo sandbox account shows: a valid 8x8 baseline JPEG of one blue
// (RGB 22, 119, 255), hand-assembled (JFIF header, one quantization table, DC-only Huffman
// tables) so that it is 174 bytes and needs no image library. Browsers decode it like any photo.
export const SANDBOX_PROFILE_PICTURE =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgI' +
  'CAgICAgICAgICAgICAgICAgICAgICAgICAgICAj/wAARCAAIAAgDAREAAhEAAxEA/8QAFgAAAwAAAAAA' +
  'AAAAAAAAAAAABQYH/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACAAMAAD8AEqoQ3//Z';
