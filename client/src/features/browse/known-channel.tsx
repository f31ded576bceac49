import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnknownId, NotFoundNotice } from '../../ui/not-found-notice.tsx';
import { useChannel } from './browse-queries.ts';

/**
 * A channel page's content, or, for a channel the server does not know, one notice that says so with a way home,
 * in place of the header's, the games' and the playlists' own failures (and their pointless Retry buttons).
 */
export function KnownChannel({ channelId, children }: { channelId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const channel = useChannel(channelId);
  if (isUnknownId(channel.error)) return <NotFoundNotice title={t('pages.channel')} message={t('notFound.channel')} />;
  return children;
}
