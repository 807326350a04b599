/**
 * Characters that show nothing: white space of every kind (NBSP included), zero-width spaces and
 * joiners, direction marks, the BOM, soft hyphens, invisible operators and the fillers some
 * scripts have. A field holding only these is blank.
 */
const INVISIBLE = '\\s\\u00AD\\u115F\\u1160\\u180E\\u200B-\\u200F\\u2060-\\u2064\\u2800\\u3164\\uFEFF\\uFFA0';
const EDGES = new RegExp(`^[${INVISIBLE}]+|[${INVISIBLE}]+$`, 'g');

/**
 * The text without invisible characters at either end. Those inside are kept: joiners shape
 * letters in Indian scripts.
 */
export const trimInvisible = (text: string): string => text.replace(EDGES, '');

/** For a yup `transform`: trims a string as above, leaves any other value to the type check. */
export const trimInvisibleValue = (value: unknown): unknown =>
  typeof value === 'string' ? trimInvisible(value) : value;
