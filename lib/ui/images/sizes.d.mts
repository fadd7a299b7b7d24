/** The srcset widths and quality of every picture (./sizes.mjs). */
export declare const DEVICE_SIZES: number[];
export declare const IMAGE_SIZES: number[];
export declare const PICTURE_QUALITY: number;
export declare function variantWidths(width: number): number[];
