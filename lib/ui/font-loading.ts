import { scriptHashSource } from '@/lib/server/script-hash-source.mjs';

/**
 * Starts decoding Inter the moment the stylesheet that carries it is in (app/inter-font.css), before the
 * body is parsed. A font inline in a stylesheet is still decoded only when text first asks for it, which
 * is the first layout, and then off the main thread: the first paint came before it, in the fallback
 * face (`optional`: for good) or, with `block`, a frame later, moving every box that held text.
 * Started here, it is ready by the first layout (the body's parse and styling outlast an 18 KB decode),
 * so the first paint is in Inter and is the last. The root layout puts it in <head>, after the
 * stylesheet; without script the page keeps that race (and at worst the fallback face).
 */
export const FONT_LOAD_SCRIPT = 'document.fonts&&document.fonts.load("1em Inter")';

/** The script's CSP source: pages rendered per request allow it by hash (prerendered ones list it with their own). */
export const FONT_LOAD_SCRIPT_SOURCE = scriptHashSource(FONT_LOAD_SCRIPT);
