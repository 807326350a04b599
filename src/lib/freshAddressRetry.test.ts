/** @jest-environment node */
import { retryingAtFreshAddress } from './freshAddressRetry';

describe('retryingAtFreshAddress', () => {
  it('loads as usual, and again the usual way after a failure that names no file', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('quiz');
    const retrying = retryingAtFreshAddress(load);
    await expect(retrying()).rejects.toThrow('offline');
    await expect(retrying()).resolves.toBe('quiz');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks for a file whose failure named it elsewhere than the loader, which the browser would answer alike', async () => {
    const failure = new Error('Failed to fetch dynamically imported module: http://school.example/assets/quiz-1a2b.js');
    const load = jest.fn<Promise<string>, []>().mockRejectedValue(failure);
    const retrying = retryingAtFreshAddress(load);
    await expect(retrying()).rejects.toBe(failure);
    // The second try imports the named file at a fresh address (which does not exist here).
    await expect(retrying()).rejects.not.toBe(failure);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
