import { describe, expect, it } from 'vitest';
import { changeLanguage, createI18n } from '../../i18n/i18n.ts';
import { streakLine } from './streak-line.ts';

// The streak is plural-correct in all six languages: "1 day", never "1 days", and Arabic's six forms (zero,
// one, two, few 3-10, many 11-99, other 100+), each with the figure in the reader's digits (Intl's) where shown.

describe('the streak line', () => {
  it('says "1 day" and "2 days" in English and German', async () => {
    const i18n = await createI18n('en');
    await i18n.loadNamespaces(['game', 'player']);
    expect(streakLine(i18n.t, 'en', 1)).toBe('Streak: 1 day');
    expect(streakLine(i18n.t, 'en', 2)).toBe('Streak: 2 days');
    expect(i18n.t('stats.days', { count: 1, days: '1' })).toBe('1 day');
    expect(i18n.t('stats.days', { count: 12, days: '12' })).toBe('12 days');
    await changeLanguage(i18n, 'de', { remember: false });
    expect(streakLine(i18n.t, 'de', 1)).toBe('Serie: 1 Tag');
    expect(streakLine(i18n.t, 'de', 5)).toBe('Serie: 5 Tage');
  });

  it("uses every one of Arabic's six forms", async () => {
    const i18n = await createI18n('ar');
    await i18n.loadNamespaces(['game', 'player']);
    const n = (value: number) => new Intl.NumberFormat('ar').format(value);
    expect(streakLine(i18n.t, 'ar', 0)).toBe(`السلسلة: ${n(0)} يوم`);
    expect(streakLine(i18n.t, 'ar', 1)).toBe('السلسلة: يوم واحد');
    expect(streakLine(i18n.t, 'ar', 2)).toBe('السلسلة: يومان');
    expect(streakLine(i18n.t, 'ar', 3)).toBe(`السلسلة: ${n(3)} أيام`);
    expect(streakLine(i18n.t, 'ar', 11)).toBe(`السلسلة: ${n(11)} يومًا`);
    expect(streakLine(i18n.t, 'ar', 100)).toBe(`السلسلة: ${n(100)} يوم`);
    expect(i18n.t('stats.days', { count: 2, days: n(2) })).toBe('يومان');
  });

  it('has a form for one and for many in Hindi, Malayalam and Tamil', async () => {
    const i18n = await createI18n('ta');
    await i18n.loadNamespaces(['game', 'player']);
    expect(streakLine(i18n.t, 'ta', 1)).toBe('தொடர்: 1 நாள்');
    expect(streakLine(i18n.t, 'ta', 4)).toBe('தொடர்: 4 நாட்கள்');
    await changeLanguage(i18n, 'ml', { remember: false });
    expect(streakLine(i18n.t, 'ml', 1)).toBe('തുടർച്ച: 1 ദിവസം');
    await changeLanguage(i18n, 'hi', { remember: false });
    expect(streakLine(i18n.t, 'hi', 3)).toBe('लगातार: 3 दिन');
  });
});
