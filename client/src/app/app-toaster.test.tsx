import { TOAST_LIMIT } from '@plw/shared/constants';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

afterEach(() => {
  act(() => toast.remove());
  cleanup();
});

describe('toasts', () => {
  it(`never shows more than ${TOAST_LIMIT} at once, dropping the oldest`, async () => {
    await renderApp(null);

    act(() => {
      for (let index = 1; index <= TOAST_LIMIT + 5; index += 1) toast(`Toast ${index}`);
    });

    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(TOAST_LIMIT));
    expect(screen.getByText(`Toast ${TOAST_LIMIT + 5}`)).toBeTruthy();
    expect(screen.queryByText('Toast 1')).toBeNull();
  });
});
