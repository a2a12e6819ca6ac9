// heic-decode ships no types; the part the upload uses.
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 8 bits per channel, with the file's rotation and mirroring applied. */
    data: Uint8ClampedArray;
  }
  interface HeicImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  interface All {
    /** Parses the container only: sizes are known before a pixel is decoded. */
    all(input: { buffer: Uint8Array }): Promise<HeicImage[] & { dispose(): void }>;
  }
  const decode: ((input: { buffer: Uint8Array }) => Promise<DecodedImage>) & All;
  export default decode;
}
