import type { ChannelCard } from '@plw/protocol/rest/discover';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { PageHeader } from '../../ui/page-header.tsx';
import { useDismiss } from '../../ui/use-dismiss.ts';
import { TabLinks } from './browse-tabs.tsx';
import { useChannel } from './browse-queries.ts';
import { ChannelAvatar } from './channel-avatar.tsx';
import { EmptyState } from './empty-state.tsx';
import { SubscribeButton } from './subscribe-button.tsx';
import { numberFormat } from '../../ui/number-format.ts';

// The top of every channel page (spec 2): back, picture, name, description, subscribers, the subscribe button and
// an options menu with "Summary"; then the channel's own tabs.

export function ChannelHeader({ channelId }: { channelId: string }) {
  const { t } = useTranslation();
  const query = useChannel(channelId);
  const base = `/channel/${encodeURIComponent(channelId)}`;
  const tabs = [
    { href: base, label: t('browse.channelHome') },
    { href: `${base}/all`, label: t('browse.channelAll') },
    { href: `${base}/playlists`, label: t('browse.channelPlaylists') },
  ];

  let body;
  if (query.isPending) {
    body = (
      <div className="channel-header" aria-busy="true">
        <div className="skeleton channel-avatar channel-avatar--lg" />
        <div className="channel-header__text">
          <div className="skeleton skeleton--heading" />
          <div className="skeleton skeleton--line" />
        </div>
      </div>
    );
  } else if (query.data) {
    body = <ChannelDetails channel={query.data.channel} base={base} />;
  } else {
    body = (
      <>
        <PageHeader title={t('pages.channel')} />
        <EmptyState title={t('browse.channelUnavailable')} onRetry={() => void query.refetch()} />
      </>
    );
  }

  return (
    <>
      <div className="channel-top">
        <BackButton />
      </div>
      {body}
      <TabLinks tabs={tabs} label={t('browse.channelSections')} />
    </>
  );
}

function ChannelDetails({ channel, base }: { channel: ChannelCard; base: string }) {
  const { t, i18n } = useTranslation();
  const subscribers = numberFormat(i18n.language).format(channel.subscribers);
  useEffect(() => {
    document.title = t('app.pageTitle', { page: channel.channel_name });
  }, [t, channel.channel_name]);
  return (
    <header className="channel-header" data-testid="channel-header">
      <ChannelAvatar name={channel.channel_name} picture={channel.channel_dp} size="lg" />
      <div className="channel-header__text">
        <h1 className="channel-header__name">
          <bdi>{channel.channel_name}</bdi>
        </h1>
        <p className="channel-header__figures" data-testid="subscriber-count">
          {t('browse.subscribers', { value: subscribers })}
        </p>
        <p className="channel-header__description">{channel.channel_description}</p>
      </div>
      <div className="channel-header__actions">
        <SubscribeButton channel={channel} />
        <OptionsMenu summaryHref={`${base}/summary`} />
      </div>
    </header>
  );
}

/** Back to where the player came from, or to the channel list when the channel was opened directly. */
function BackButton() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <button
      type="button"
      className="icon-button icon-button--back"
      aria-label={t('browse.back')}
      onClick={() => (window.history.length > 1 ? window.history.back() : navigate('/home/channels'))}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </button>
  );
}

function OptionsMenu({ summaryHref }: { summaryHref: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const firstItem = useRef<HTMLAnchorElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close);
  useEffect(() => {
    if (open) firstItem.current?.focus();
  }, [open]);

  return (
    <div className="options-menu" ref={root}>
      <button
        type="button"
        className="icon-button"
        aria-label={t('browse.channelOptions')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="12" cy="5" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="19" r="2" fill="currentColor" />
        </svg>
      </button>
      {open && (
        <div id={menuId} role="menu" className="options-menu__list">
          <Link href={summaryHref} role="menuitem" className="options-menu__item" ref={firstItem}>
            {t('browse.summary')}
          </Link>
        </div>
      )}
    </div>
  );
}
