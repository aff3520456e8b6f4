// fold-open.js is a classic script; folds.ts imports it for its effect alone.
export {};
