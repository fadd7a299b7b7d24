/** The CSP manifest's file name in the build's directory (./csp-manifest-file.mjs). */
export declare const CSP_MANIFEST_FILE: 'csp-manifest.json';
