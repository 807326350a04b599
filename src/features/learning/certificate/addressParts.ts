/** Where a long web address may break across lines: after a slash or a dash, never inside a word. */
export const addressParts = (href: string): string[] => href.split(/(?<=[/-])/);
