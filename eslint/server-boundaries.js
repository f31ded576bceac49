import boundaries from 'eslint-plugin-boundaries';

// Server layers and domains depend one way. Each part of server/src names the parts it may import; a part not
// named is refused, and the list itself is checked for a cycle when the config loads, so two parts can never
// import each other (directly or round a loop). Tests may reach anywhere and are not checked.

const domains = [
  'admin', 'admin-catalog', 'auth', 'channel-accounts', 'channels', 'contact', 'discover', 'games', 'gifts',
  'health', 'hosting', 'notifications', 'plays', 'profile', 'release', 'review', 'rewards',
  'rounds', 'stats', 'studio', 'subscriptions', 'today',
];

/** Infrastructure every domain may use. */
const base = ['db', 'errors', 'http', 'config'];

/** Who may import whom; everything else is refused. */
const allowed = {
  'errors': [],
  'db': [],
  'llm': [],
  'http': ['errors'],
  'config': ['http', 'llm'],
  'media': ['db', 'errors', 'http'],
  'mail': ['db', 'errors', 'http', 'config'],

  'games': base,
  'notifications': base,
  // Gift budgets, reservations and awards sit below plays (a round's end awards its gifts); their routes answer
  // creators about their own games, through the studio, so they form a part of their own above it.
  'gifts': [...base, 'notifications'],
  'gift-routes': [...base, 'gifts', 'studio'],
  'plays': [...base, 'games', 'gifts', 'notifications'],
  // A question type's folder (question-types/<type>/): its rules, storage and play questions, below everything
  // generic; its routes above the studio and review, whose generic parts they build on. Generic code asks the
  // registry (question-types/registry.ts); only the app registers the types' routes (route-registry.ts).
  'question-type': [...base, 'games'],
  'question-types': [...base, 'games', 'question-type'],
  'question-type-routes': [...base, 'games', 'plays', 'studio', 'review', 'question-type', 'question-types'],
  'question-type-routing': ['question-type-routes'],
  'channels': [...base, 'games'],
  'subscriptions': [...base, 'channels'],
  'today': [...base, 'games', 'question-types'],
  'discover': [...base, 'channels', 'games', 'subscriptions', 'today'],
  'rewards': [...base, 'channels'],
  'auth': base,
  'profile': [...base, 'auth', 'media'],
  'channel-accounts': [...base, 'auth', 'channels', 'media'],
  'studio': [...base, 'channel-accounts', 'channels', 'games', 'question-types', 'llm', 'media'],
  'hosting': [...base, 'games', 'plays', 'studio', 'question-types', 'media'],
  'release': [...base, 'games', 'gifts', 'notifications', 'studio'],
  'review': [...base, 'games', 'notifications', 'studio', 'question-types'],
  'rounds': [...base, 'plays', 'studio', 'question-types'],
  'admin': [...base, 'channels', 'games'],
  'admin-catalog': [...base, 'channels', 'games'],
  'contact': base,
  'health': base,
  'stats': [...base, 'question-types'],

  'realtime': [...base, 'games', 'hosting', 'notifications', 'plays', 'question-types'],
  'plugins': [...base, 'auth', 'notifications', 'plays', 'realtime'],
  // The demo's content is sample games of each type, written with each type's own repository.
  'demo': [...base, 'auth', 'channels', 'games', 'question-type', 'notifications', 'media', 'realtime'],
  'app': [...base, ...domains, 'gift-routes', 'demo', 'mail', 'media', 'plugins', 'realtime', 'question-type-routing'],
};

for (const domain of domains) {
  if (!allowed[domain]) throw new Error(`server-boundaries: the domain ${domain} has no allowed imports listed`);
}
assertNoCycle(allowed);

/** Throws with the loop when the allowed imports go round one: a two-way pair is the shortest. */
function assertNoCycle(graph) {
  const state = new Map();
  const visit = (node, path) => {
    if (state.get(node) === 'done') return;
    if (state.get(node) === 'open') throw new Error(`server-boundaries: allowed imports loop: ${[...path, node].join(' -> ')}`);
    state.set(node, 'open');
    for (const next of graph[node] ?? []) visit(next, [...path, node]);
    state.set(node, 'done');
  };
  for (const node of Object.keys(graph)) visit(node, []);
}

const folder = (type, path) => ({ type, pattern: `server/src/${path}/**`, partialMatch: false });
// A single file as an element (config.ts, app.ts, the gift routes) needs the older `mode: 'full'`: partialMatch
// patterns match folders only. Hence legacy warnings are off below.
const file = (type, path) => ({ type, pattern: `server/src/${path}`, mode: 'full' });

const elements = [
  // First match wins: the gift routes before the gifts domain's folder, a type's routes before its folder.
  file('gift-routes', 'domains/gifts/routes.ts'),
  file('question-types', 'question-types/registry.ts'),
  file('question-type', 'question-types/question-type.ts'),
  file('question-type-routing', 'question-types/route-registry.ts'),
  file('question-type-routes', 'question-types/*/{all-routes,routes,studio-routes,review-routes}.ts'),
  folder('question-type', 'question-types/*'),
  ...domains.map((domain) => folder(domain, `domains/${domain}`)),
  ...['db', 'llm', 'http', 'media', 'mail', 'realtime', 'plugins', 'demo'].map((name) => folder(name, name)),
  file('errors', 'errors.ts'),
  file('config', 'config.ts'),
  file('app', 'app.ts'),
  file('app', 'main.ts'),
];

export default [
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['server/src/**/*.ts'],
      'boundaries/legacy-warnings': false,
      'import/resolver': { typescript: { project: 'server/tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': ['error', {
        default: 'disallow',
        policies: Object.entries(allowed).map(([from, to]) => ({
          from: { element: { type: from } },
          allow: { to: { element: { types: { anyOf: [from, ...to] } } } },
        })),
      }],
    },
  },
];
