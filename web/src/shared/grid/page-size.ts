/** Tenant and request pages show 10 rows a page (spec section 9). */
export const CONSOLE_PAGE_SIZE = 10;
