export declare const INLINE_SCRIPT_HASHES: string;
export declare const RENDER_ID_HEADER: string;
export declare const SCRIPT_HASHES_HEADER: string;
export declare function inlineScriptHashes(html: string): string;
export declare function bodyDigest(body: string | Uint8Array): string;
