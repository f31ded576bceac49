import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, createI18n, preferredLanguage } from './i18n.ts';
import { de as dashboardDe } from './locales/dashboard/de.ts';
import { en as dashboardEn } from './locales/dashboard/en.ts';

afterEach(() => localStorage.clear());

describe('languages', () => {
  it('switching to Arabic turns the page right-to-left and is remembered', async () => {
    const i18n = await createI18n('en');
    expect(document.documentElement.dir).toBe('ltr');

    await changeLanguage(i18n, 'ar');

    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(i18n.t('notFound.title')).toBe('الصفحة غير موجودة');
    expect(preferredLanguage()).toBe('ar');

    await changeLanguage(i18n, 'de');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.t('common.logOut')).toBe('Abmelden');
  });

  it('starts in the remembered language', async () => {
    localStorage.setItem('plw.language', 'ta');
    const i18n = await createI18n();

    expect(i18n.language).toBe('ta');
    expect(document.documentElement.lang).toBe('ta');
  });
});

describe('text sections', () => {
  it('a section loads on demand and follows a language switch', async () => {
    const i18n = await createI18n('en');
    expect(i18n.exists('studio.figuresLabel')).toBe(false);

    await i18n.loadNamespaces('dashboard');
    expect(i18n.t('studio.figuresLabel')).toBe(dashboardEn.studio.figuresLabel);

    await changeLanguage(i18n, 'de');
    expect(i18n.t('studio.figuresLabel')).toBe(dashboardDe.studio.figuresLabel);
    expect(i18n.t('common.logOut')).toBe('Abmelden');
  });
});

describe('digits', () => {
  it('writes the numbers a text holds in the language’s digits: Arabic-Indic in Arabic, 0-9 elsewhere', async () => {
    const i18n = await createI18n('en');
    await i18n.loadNamespaces('game');
    expect(i18n.t('liveRound.rankValue', { rank: 12 })).toContain('12');

    await changeLanguage(i18n, 'ar');
    expect(i18n.t('liveRound.rankValue', { rank: 12 })).toContain('١٢');
    expect(i18n.t('liveRound.rankValue', { rank: 12 })).not.toContain('12');

    await changeLanguage(i18n, 'ml');
    expect(i18n.t('liveRound.rankValue', { rank: 12 })).toContain('12');
  });
});
