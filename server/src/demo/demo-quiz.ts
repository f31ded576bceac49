// Questions for the demo's recurring live rounds.

export const DEMO_LIVE_QUESTIONS: { question: string; answer: string; answer_options: string[] }[] = [
  { question: 'Which planet is known as the Red Planet?', answer: 'Mars', answer_options: ['Venus', 'Jupiter', 'Mercury'] },
  { question: 'How many continents are there?', answer: 'Seven', answer_options: ['Five', 'Six', 'Eight'] },
  { question: 'What is the largest ocean on Earth?', answer: 'Pacific', answer_options: ['Atlantic', 'Indian', 'Arctic'] },
  { question: 'Which gas do plants take in?', answer: 'Carbon dioxide', answer_options: ['Oxygen', 'Nitrogen', 'Helium'] },
  { question: 'Who wrote "Romeo and Juliet"?', answer: 'Shakespeare', answer_options: ['Dickens', 'Tolstoy', 'Tagore'] },
  { question: 'What is the capital of Japan?', answer: 'Tokyo', answer_options: ['Kyoto', 'Osaka', 'Seoul'] },
  { question: 'How many legs does a spider have?', answer: 'Eight', answer_options: ['Six', 'Ten', 'Four'] },
  { question: 'Which is the longest river in the world?', answer: 'Nile', answer_options: ['Amazon', 'Ganges', 'Danube'] },
  { question: 'What is the boiling point of water at sea level?', answer: '100 °C', answer_options: ['90 °C', '80 °C', '120 °C'] },
  { question: 'Which instrument has 88 keys?', answer: 'Piano', answer_options: ['Guitar', 'Violin', 'Flute'] },
];

export const SIMULATED_PLAYER_NAMES = ['Asha', 'Ravi', 'Meera', 'Jonas', 'Layla', 'Karthik'];
