import { act } from 'react';

/**
 * For island tests that render with React's `act`: lets pending promises (a part loaded on
 * demand, a mocked call) settle, five macrotask turns inside `act`.
 */
export async function settle() {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Settles until `find` finds something (at most 100 rounds), and returns it. */
export async function until<T>(find: () => T | null | undefined): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = find();
    if (found) return found;
    await settle();
  }
  throw new Error(`never appeared: ${find.toString()}`);
}
