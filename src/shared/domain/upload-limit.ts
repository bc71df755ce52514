/** Spec section 9: 'Upload limit 102400 bytes', for every file a user uploads (watchlists, requested users). */
export const MAX_UPLOAD_BYTES = 102_400;
