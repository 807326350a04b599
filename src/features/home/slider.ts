export const pageCount = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));

/** Previous and next wrap around: before the first page is the last, after the last the first. */
export const wrapPage = (page: number, pages: number): number => ((page % pages) + pages) % pages;
