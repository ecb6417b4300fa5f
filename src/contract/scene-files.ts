// The phone's crop of home's drawn production plan (decision 0249), as files drawn at build time (scripts/scene-files.tsx)
// beside the whole plan (SCENE_FILES in constants.ts). A module of its own: home's featured band alone names it, and in
// the shared constants it would weigh on every public page's script (the /services page's budget is full).
export const SCENE_MINI_FILES = { en: '/scene-plan-mini-en.svg', zh: '/scene-plan-mini-zh.svg' } as const;
