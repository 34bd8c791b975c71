// The widget test kit lives in test/helpers/kit.ts; this path stays for the UI tests' imports.
export * from '../helpers/kit';
