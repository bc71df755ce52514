/** Uploads above this many bytes are refused before they are sent (spec section 9: 'Upload limit 102400 bytes'). */
export const UPLOAD_MAX_BYTES = 102_400;
