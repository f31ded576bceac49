// What client/vite.config.ts writes into the build: the app's version, its git commit and when it was built.
// Absent outside a Vite build (unit tests), where they read as unknown.

declare const __APP_VERSION__: string | undefined;
declare const __APP_COMMIT__: string | null | undefined;
declare const __APP_BUILT_AT__: string | undefined;

export interface BuildInfo {
  version: string | null;
  commit: string | null;
  builtAt: string | null;
}

export const BUILD_INFO: BuildInfo = {
  version: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : null,
  commit: typeof __APP_COMMIT__ === 'string' ? __APP_COMMIT__ : null,
  builtAt: typeof __APP_BUILT_AT__ === 'string' ? __APP_BUILT_AT__ : null,
};
