import type { Direction, GameMode, GameType, Language } from '@plw/shared/constants';

// The demo channel's games. A game has one variant per language, each with its own name and questions.

type Clue = [question: string, answer: string];

export interface DemoVariant {
  language: Language;
  name: string;
  mcq?: { question: string; answer: string; options: [string, string, string] }[];
  krisskross?: { question: string; answer: string; direction: Direction }[];
}

export interface DemoGame {
  type: GameType;
  mode: GameMode;
  variants: DemoVariant[];
}

/** Kriss-kross clues, alternating Across and Down as a creator would lay them out. */
function crossword(language: Language, name: string, clues: Clue[]): DemoVariant {
  return {
    language,
    name,
    krisskross: clues.map(([question, answer], i) => ({ question, answer, direction: i % 2 === 0 ? 'Across' : 'Down' })),
  };
}

export const demoGames: DemoGame[] = [
  {
    type: 'Mcq',
    mode: 'DAILY',
    variants: [
      {
        language: 'English',
        name: 'Capitals of the World',
        mcq: [
          { question: 'What is the capital of India?', answer: 'New Delhi', options: ['Mumbai', 'Kolkata', 'Chennai'] },
          { question: 'What is the capital of Germany?', answer: 'Berlin', options: ['Munich', 'Hamburg', 'Bonn'] },
          { question: 'What is the capital of Egypt?', answer: 'Cairo', options: ['Alexandria', 'Giza', 'Luxor'] },
        ],
      },
    ],
  },
  {
    type: 'Kriss_kross_puzzle',
    mode: 'DAILY',
    variants: [
      crossword('English', 'Fruit Basket', [
        ['A red or green fruit that keeps the doctor away', 'APPLE'],
        ['A long yellow fruit that monkeys love', 'BANANA'],
        ['A citrus fruit named after its colour', 'ORANGE'],
        ['Small round fruits that grow in bunches', 'GRAPE'],
        ['The king of fruits in India', 'MANGO'],
        ['A sour yellow citrus fruit', 'LEMON'],
        ['A small red fruit with a stone, often on cakes', 'CHERRY'],
        ['A soft fruit with fuzzy skin', 'PEACH'],
      ]),
      crossword('German', 'Obstkorb', [
        ['Rote oder grüne Frucht, die den Arzt fernhält', 'APFEL'],
        ['Lange gelbe Frucht, die Affen lieben', 'BANANE'],
        ['Frucht, die auch eine Lampe sein kann', 'BIRNE'],
        ['Kleine rote Steinfrucht', 'KIRSCHE'],
        ['Saure gelbe Zitrusfrucht', 'ZITRONE'],
        ['Weiche Frucht mit samtiger Haut', 'PFIRSICH'],
        ['Wächst in Bündeln am Weinstock', 'TRAUBE'],
        ['Kleine blaue Beere aus dem Wald', 'HEIDELBEERE'],
      ]),
      crossword('Arabic', 'سلة الفواكه', [
        ['فاكهة حمراء أو خضراء تبعد الطبيب', 'تفاح'],
        ['فاكهة صفراء طويلة يحبها القرد', 'موز'],
        ['فاكهة حمضية سميت باسم لونها', 'برتقال'],
        ['ثمار صغيرة تنمو في عناقيد', 'عنب'],
        ['ملك الفواكه الاستوائية', 'مانجو'],
        ['فاكهة حمضية صفراء حامضة', 'ليمون'],
        ['ثمرة حمراء صغيرة بنواة', 'كرز'],
        ['فاكهة ناعمة ذات قشرة مخملية', 'خوخ'],
      ]),
      crossword('Hindi', 'फलों की टोकरी', [
        ['रसदार नारंगी रंग का फल', 'संतरा'],
        ['फलों का राजा', 'आम'],
        ['गर्मियों का मीठा, खुशबूदार फल', 'खरबूजा'],
        ['लंबा पीला फल', 'केला'],
        ['हरे छिलके और सफ़ेद गूदे वाला फल', 'अमरूद'],
        ['लाल दानों वाला फल', 'अनार'],
        ['नारंगी गूदे वाला बड़ा फल', 'पपीता'],
        ['गहरे बैंगनी रंग का छोटा फल', 'जामुन'],
      ]),
      crossword('Malayalam', 'പഴക്കൂട', [
        ['ഓറഞ്ച് നിറമുള്ള കാമ്പുള്ള പഴം', 'പപ്പായ'],
        ['കേരളത്തിന്റെ സംസ്ഥാന ഫലം', 'ചക്ക'],
        ['ചുവന്ന മണികൾ നിറഞ്ഞ പഴം', 'മാതളം'],
        ['പുളിയുള്ള മഞ്ഞ പഴം', 'നാരങ്ങ'],
        ['പച്ചത്തൊലിയും വെളുത്ത കാമ്പുമുള്ള പഴം', 'പേരയ്ക്ക'],
        ['പഴങ്ങളുടെ രാജാവ്', 'മാങ്ങ'],
        ['മുള്ളുള്ള തൊലിയും കിരീടം പോലെ ഇലകളുമുള്ള പഴം', 'കൈതച്ചക്ക'],
        ['കുലകളായി വളരുന്ന ചെറിയ പഴം', 'മുന്തിരി'],
      ]),
      crossword('Tamil', 'பழக் கூடை', [
        ['கிரீடம் போன்ற இலைகளும் முள் தோலும் கொண்ட பழம்', 'அன்னாசி'],
        ['ஆரஞ்சு சதை கொண்ட பழம்', 'பப்பாளி'],
        ['நீண்ட மஞ்சள் பழம்', 'வாழைப்பழம்'],
        ['சிவப்பு முத்துகள் நிறைந்த பழம்', 'மாதுளை'],
        ['மருத்துவரை விலக்கி வைக்கும் சிவப்பு பழம்', 'ஆப்பிள்'],
        ['நிறத்தின் பெயர் கொண்ட பழம்', 'ஆரஞ்சு'],
        ['பழங்களின் அரசன்', 'மாம்பழம்'],
        ['முக்கனிகளில் ஒன்று, பெரிய முள் பழம்', 'பலாப்பழம்'],
      ]),
    ],
  },
];
