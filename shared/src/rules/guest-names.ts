import type { LocaleCode } from '../constants.ts';
import { seedFromText } from './seed.ts';

// The friendly name a guest starts with, in the language they arrived in: a kind word and an animal ("Brave
// Otter", "نمر شجاع", "മിടുക്കൻ മുയൽ"), the same for the same guest every time, which they may keep or change. The
// words are all kind and the animals none that a language uses as an insult (no donkey, dog, pig or monkey; no owl,
// which calls someone a fool in Hindi); each pair fits a person name's length and none is a host's word (tested).

interface NameWords {
  adjectives: readonly string[];
  animals: readonly string[];
  /** How the two words go together: the adjective first, or after the animal (Arabic). */
  join: (adjective: string, animal: string) => string;
}

const before = (adjective: string, animal: string) => `${adjective} ${animal}`;

const WORDS: Record<LocaleCode, NameWords> = {
  en: {
    adjectives: ['Brave', 'Bright', 'Clever', 'Cosmic', 'Curious', 'Daring', 'Eager', 'Gentle', 'Happy', 'Jolly',
      'Kind', 'Lucky', 'Merry', 'Mighty', 'Nimble', 'Noble', 'Plucky', 'Quick', 'Shiny', 'Sunny', 'Swift', 'Witty',
      'Calm', 'Bold'],
    animals: ['Otter', 'Panda', 'Tiger', 'Falcon', 'Koala', 'Dolphin', 'Lynx', 'Heron', 'Gecko', 'Parrot', 'Puffin',
      'Rabbit', 'Robin', 'Seal', 'Toucan', 'Turtle', 'Whale', 'Zebra', 'Crane', 'Peacock', 'Penguin', 'Deer'],
    join: before,
  },
  // Masculine nouns only, so each strong adjective ends in -er.
  de: {
    adjectives: ['Mutiger', 'Kluger', 'Flinker', 'Heiterer', 'Schlauer', 'Wacher', 'Lustiger', 'Tapferer',
      'Munterer', 'Sanfter', 'Stolzer', 'Froher', 'Flotter', 'Kecker', 'Netter', 'Edler', 'Wilder', 'Sonniger'],
    animals: ['Fuchs', 'Otter', 'Tiger', 'Panda', 'Koala', 'Delfin', 'Luchs', 'Falke', 'Igel', 'Biber', 'Hase',
      'Pinguin', 'Papagei', 'Wal', 'Löwe', 'Bär', 'Adler', 'Kranich', 'Gecko', 'Elefant'],
    join: before,
  },
  // Adjectives that do not change with the noun's gender.
  hi: {
    adjectives: ['बहादुर', 'चतुर', 'तेज़', 'खुश', 'नेक', 'शांत', 'सुंदर', 'चुस्त', 'होशियार', 'निडर', 'चंचल',
      'दयालु', 'साहसी', 'ज्ञानी', 'वीर', 'मस्त'],
    animals: ['बाघ', 'शेर', 'हाथी', 'भालू', 'मोर', 'तोता', 'हिरण', 'खरगोश', 'कछुआ', 'डॉल्फ़िन', 'पांडा', 'बाज़',
      'हंस', 'ज़ेबरा', 'चीता', 'गिलहरी', 'मैना', 'कोयल'],
    join: before,
  },
  ml: {
    adjectives: ['മിടുക്കൻ', 'വീരൻ', 'ധീരൻ', 'കുസൃതി', 'മിന്നൽ', 'സുന്ദരൻ', 'ശാന്തൻ', 'കേമൻ', 'ചങ്ങാതി',
      'കൊച്ചു', 'പൊന്നു', 'ചുണക്കുട്ടി'],
    animals: ['മുയൽ', 'കടുവ', 'ആന', 'മയിൽ', 'തത്ത', 'മാൻ', 'സിംഹം', 'ആമ', 'ഡോൾഫിൻ', 'പാണ്ട', 'കുയിൽ', 'പ്രാവ്',
      'മൈന', 'അണ്ണാൻ', 'നീർനായ', 'പരുന്ത്', 'കരടി', 'സീബ്ര'],
    join: before,
  },
  ta: {
    adjectives: ['வீர', 'சுட்டி', 'அழகிய', 'புத்திசாலி', 'அமைதியான', 'தைரியமான', 'வேகமான', 'குட்டி', 'இனிய',
      'ஒளிரும்', 'மின்னல்', 'நல்ல', 'சிங்கார', 'துள்ளும்'],
    animals: ['புலி', 'யானை', 'மயில்', 'கிளி', 'மான்', 'முயல்', 'சிங்கம்', 'ஆமை', 'டால்பின்', 'பாண்டா', 'குயில்',
      'புறா', 'அணில்', 'கரடி', 'கழுகு', 'நீர்நாய்', 'குதிரை', 'மைனா'],
    join: before,
  },
  // Masculine nouns and adjectives; an Arabic adjective follows its noun.
  ar: {
    adjectives: ['شجاع', 'ذكي', 'سريع', 'لطيف', 'مرح', 'هادئ', 'نبيل', 'سعيد', 'نشيط', 'ماهر', 'لامع', 'جريء',
      'حكيم', 'بارع', 'مبتسم', 'كريم'],
    animals: ['نمر', 'أسد', 'فهد', 'صقر', 'دلفين', 'غزال', 'ببغاء', 'طاووس', 'حصان', 'جمل', 'فيل', 'أرنب', 'سنجاب',
      'نسر', 'بطريق', 'قندس', 'باندا', 'كنغر'],
    join: (adjective, animal) => `${animal} ${adjective}`,
  },
};

/** Every name `guestName` can give in a language (for tests: each must be a valid, kind, free name). */
export function guestNamesOf(language: LocaleCode): string[] {
  const { adjectives, animals, join } = WORDS[language];
  return adjectives.flatMap((adjective) => animals.map((animal) => join(adjective, animal)));
}

/** A guest's friendly name in `language`, the same for the same `seed` (their player id) every time. */
export function guestName(seed: string, language: LocaleCode): string {
  const { adjectives, animals, join } = WORDS[language];
  const draw = seedFromText(`guest:${seed}`);
  const adjective = adjectives[draw % adjectives.length] ?? '';
  const animal = animals[Math.floor(draw / adjectives.length) % animals.length] ?? '';
  return join(adjective, animal);
}
