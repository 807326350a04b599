/** The FAQ's one rule: clicking the open item closes it; clicking another opens that one instead. */
export const toggleFaq = (openIndex: number | null, clicked: number): number | null =>
  openIndex === clicked ? null : clicked;
