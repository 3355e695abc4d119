import { Transform } from "node:stream";

/** What a script preload is marked as until the page has painted: a link the browser ignores. */
export const PRELOAD_AFTER_PAINT = "modulepreload-after-paint";

/**
 * How many held preloads are let go in one task: each request costs the browser's main thread a few
 * milliseconds here, so eight made a task long enough to block a tap. Two at a time took a member's
 * home from 3.9 to 2.7 s of total blocking time in Lighthouse's mobile run (its CPU slowed four
 * times), median of three.
 */
const PRELOADS_PER_TASK = 2;

/** The router's module script, which imports the page's code and hydrates it. */
const MODULE_SCRIPT = /<script([^>]*?) type="module"(?: async="")?>([\s\S]*?)<\/script>/;
const PRELOAD = /<link rel="modulepreload"/g;

/**
 * Runs where the module script stood: once the browser reports the page's first contentful paint
 * (or, where it reports no paints, two frames on), it puts the module script in its own place and
 * turns the held preloads into preloads, a few per task. A page opened in a background tab paints nothing until
 * it is shown, so there the code starts at once.
 */
const START_AFTER_PAINT = `function(code){var here=document.currentScript,started=false;function start(){if(started)return;started=true;var s=document.createElement("script");s.type="module";s.nonce=here.nonce;s.textContent=code;here.after(s);var held=document.querySelectorAll('link[rel="${PRELOAD_AFTER_PAINT}"]'),next=0;(function preload(){for(var end=next+${PRELOADS_PER_TASK};next<end&&next<held.length;next++)held[next].rel="modulepreload";if(next<held.length)setTimeout(preload)})()}var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(document.visibilityState==="hidden")start();else if(types.indexOf("paint")<0)requestAnimationFrame(function(){requestAnimationFrame(start)});else new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:true})}`;

/** A string literal of `text` that cannot end the script it stands in. */
const scriptString = (text: string) => JSON.stringify(text).replaceAll("<", "\\u003c");

function rewrite(head: string): string {
  return head
    .replace(PRELOAD, `<link rel="${PRELOAD_AFTER_PAINT}" fetchpriority="low"`)
    .replace(
      MODULE_SCRIPT,
      (_, attributes: string, code: string) =>
        `<script${attributes}>(${START_AFTER_PAINT})(${scriptString(code)})</script>`,
    );
}

/**
 * Starts the page's code once the server-rendered page has painted, as the router's `<Scripts>`
 * offers no way to: the page is readable before its code runs, so on a slow line the document, the
 * stylesheet, the fonts and the images come first, and the scripts (preloaded all at once then, as
 * before) fill the line after. Everything up to the end of the module script is held and rewritten;
 * React writes it with the shell, so nothing streamed later waits.
 */
export function scriptsAfterPaint(): Transform {
  const held: Buffer[] = [];
  let passing = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (passing) return callback(null, chunk);
      held.push(chunk);
      const bytes = Buffer.concat(held);
      // Only the last character can be cut in two, and the script's end is before it.
      const text = bytes.toString("utf8");
      const script = MODULE_SCRIPT.exec(text);
      if (!script) return callback();
      passing = true;
      const head = text.slice(0, script.index + script[0].length);
      callback(null, Buffer.concat([Buffer.from(rewrite(head)), bytes.subarray(Buffer.byteLength(head))]));
    },
    flush(callback) {
      callback(null, passing ? undefined : Buffer.concat(held));
    },
  });
}
