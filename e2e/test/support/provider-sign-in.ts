import type { BrowserContext, Page } from 'playwright-core';

/**
 * Google's script loader, which the Firebase Auth SDK's popup flow needs even on the Auth emulator: the SDK
 * (browserPopupRedirectResolver) and the emulator's helper iframe (/emulator/auth/iframe) both load it from
 * apis.google.com to talk to each other. The journeys run offline, so the browser gets this stand-in: the
 * little of gapi.iframes the two use (open the helper iframe, register a handler, send a message and get
 * the handlers' answers), over window.postMessage.
 */
const GAPI_STAND_IN = `(function () {
  var FLAG = '__gapiStandIn';
  var handlers = {};
  var waiting = {};
  var callbacks = {};
  var next = 0;
  function answer(message, source) {
    var responses = [];
    try {
      responses = [handlers[message.name](message.data)];
    } catch (error) {
      responses = [];
    }
    source.postMessage({ __gapiStandIn: 'reply', id: message.id, responses: responses }, '*');
  }
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object' || !(FLAG in message)) return;
    if (message[FLAG] === 'send') {
      if (handlers[message.name]) answer(message, event.source);
      // A message before its handler is registered waits for it, as gapi's ping guarantees the other side is ready.
      else (waiting[message.name] = waiting[message.name] || []).push({ message: message, source: event.source });
    } else if (message[FLAG] === 'reply') {
      var callback = callbacks[message.id];
      delete callbacks[message.id];
      // gapi keeps a callback's exception to itself (the Auth SDK's web-storage check throws once it has its answer).
      try {
        if (callback) callback(message.responses);
      } catch (error) {}
    }
  });
  function channel(peer) {
    return {
      register: function (name, handler) {
        handlers[name] = handler;
        (waiting[name] || []).forEach(function (held) { answer(held.message, held.source); });
        delete waiting[name];
      },
      send: function (name, data, callback) {
        next += 1;
        var id = String(next) + '-' + String(Math.random());
        if (callback) callbacks[id] = callback;
        peer().postMessage({ __gapiStandIn: 'send', id: id, name: name, data: data }, '*');
      },
    };
  }
  var context = {
    open: function (options, opened) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(frame.style, attributes.style);
        else frame.setAttribute(name, String(attributes[name]));
      });
      var loaded = new Promise(function (resolve) { frame.addEventListener('load', resolve, { once: true }); });
      frame.src = options.url;
      options.where.appendChild(frame);
      var iframe = channel(function () { return frame.contentWindow; });
      iframe.restyle = function () { return Promise.resolve(); };
      iframe.ping = function (callback) { return loaded.then(function () { if (callback) callback(); }); };
      return Promise.resolve(opened(iframe)).then(function () { return iframe; });
    },
    getParentIframe: function () { return channel(function () { return window.parent; }); },
  };
  window.gapi = {
    load: function (name, options) { setTimeout(function () { options.callback(); }, 0); },
    iframes: { getContext: function () { return context; }, CROSS_ORIGIN_IFRAMES_FILTER: 'cross-origin-iframes', Iframe: function Iframe() {} },
  };
  var onload = document.currentScript ? new URL(document.currentScript.src).searchParams.get('onload') : null;
  if (onload && typeof window[onload] === 'function') window[onload]();
  if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();`;

const GAPI_SCRIPT = /^https:\/\/apis\.google\.com\/js\/api\.js(\?|$)/;

/** Serves the context's pages and frames GAPI_STAND_IN in place of https://apis.google.com/js/api.js. */
async function serveGapiStandIn(context: BrowserContext): Promise<void> {
  await context.route(GAPI_SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript', body: GAPI_STAND_IN }));
}

/** An account typed into the Auth emulator's provider page, as a student picks their Google or Microsoft account. */
export interface ProviderAccount {
  email: string;
  displayName: string;
}

/**
 * Clicks `button` (e.g. 'Continue with Google') and signs in on the page the Auth emulator serves in the popup
 * in place of the provider's (/emulator/auth/handler): 'Add new account', the e-mail and display name, then
 * 'Sign in with Google.com'. Resolves once the app has closed the popup, having received the provider's answer;
 * what the app does with it (signed in, or refused) is for the journey to check.
 */
export async function signInOnProviderPage(page: Page, button: string, account: ProviderAccount): Promise<void> {
  await serveGapiStandIn(page.context());
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: button, exact: true }).click();
  const popup = await opened;
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Add new account' }).click();
  // The emulator's fields point their labels at an element that does not exist: found by id.
  await popup.locator('#email-input').fill(account.email);
  await popup.locator('#display-name-input').fill(account.displayName);
  await popup.getByRole('button', { name: /^Sign in with / }).click();
  await closed;
}
