/** Resolves in a later task, so the browser can paint and answer input before what follows runs. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
