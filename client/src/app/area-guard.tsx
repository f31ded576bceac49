import { type Area, decideAccess } from '@plw/shared/rules/route-access';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import { currentUserAtom } from '../lib/session/auth-state.ts';
import { Notice } from '../ui/notice.tsx';

/** Lets the signed-in user into an area or sends them where spec 6 says, carrying the address they asked for. */
export function AreaGuard({ area, children }: { area: Area; children: ReactNode }) {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const [path] = useLocation();
  const search = useSearch();
  const decision = decideAccess(area, user, search ? `${path}?${search}` : path);

  switch (decision.kind) {
    case 'allow':
      return children;
    case 'redirect':
      return <Redirect to={decision.to} replace />;
    case 'error':
      return <Notice>{t('errors.userNotFound')}</Notice>;
  }
}
