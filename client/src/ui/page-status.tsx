import type { ReactNode } from 'react';
import { Loading } from './loading.tsx';

/**
 * A page that has nothing of its own to show yet: its header over the spinner while its data loads, or over
 * `children` (a notice, an empty state) when the data could not be read.
 */
export function PageStatus({ header, children }: { header: ReactNode; children?: ReactNode }) {
  return (
    <>
      {header}
      {children ?? <Loading />}
    </>
  );
}
