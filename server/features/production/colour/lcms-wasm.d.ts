// lcms-wasm ships no types; the part the colour transforms use (LittleCMS's own C API, wrapped).
declare module 'lcms-wasm' {
  type Handle = number;
  export interface Lcms {
    cmsOpenProfileFromMem(data: Uint8Array, size: number): Handle;
    cmsCloseProfile(profile: Handle): void;
    cmsGetColorSpaceASCII(profile: Handle): string | null;
    cmsFormatterForColorspaceOfProfile(profile: Handle, bytes: number, float: boolean): number;
    cmsCreateTransform(input: Handle, inputFormat: number, output: Handle, outputFormat: number, intent: number, flags: number): Handle;
    cmsDeleteTransform(transform: Handle): void;
    cmsDoTransform(transform: Handle, input: Uint8Array, pixels: number): Uint8Array;
  }
  export function instantiate(options?: { locateFile?: (name: string) => string }): Promise<Lcms>;
}
