import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyClicks } from '../early-clicks';

afterEach(() => {
  document.body.replaceChildren();
});

/** The server's HTML: a form with a button, a tab button with a label inside, and a link. */
function serverHtml() {
  document.body.innerHTML = `
    <form><input name="q"><button>Search</button></form>
    <button role="tab"><span>Reviews</span></button>
    <a href="#details">Details</a>`;
  const [search, tab] = document.querySelectorAll('button');
  return { form: document.querySelector('form')!, search: search!, tab: tab!, label: tab!.querySelector('span')!, link: document.querySelector('a')! };
}

/** What the app would hear of clicks once it listens (React's listeners sit on the root, in the bubble path). */
function listen() {
  const heard: string[] = [];
  document.body.addEventListener('click', (event) => heard.push((event.target as Element).textContent ?? ''));
  return heard;
}

describe('clicks before the app has started', () => {
  it('are held off the page, and each clicked button is clicked again on replay', () => {
    const page = serverHtml();
    const early = holdEarlyClicks(document);
    // The app's own submit handler (React's onSubmit) keeps the form on the page.
    let submitted = 0;
    page.form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted += 1;
    });
    const heard = listen();

    page.label.click();
    page.search.click();
    expect(heard).toEqual([]);
    expect(submitted).toBe(0);

    early.replay();
    expect(heard).toEqual(['Reviews', 'Search']);
    expect(submitted).toBe(1);

    page.tab.click();
    expect(heard).toEqual(['Reviews', 'Search', 'Reviews']);
  });

  it('leave links, and buttons the app has since removed, alone', () => {
    const page = serverHtml();
    const early = holdEarlyClicks(document);
    const heard = listen();
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });

    page.link.dispatchEvent(link);
    page.search.click();
    page.search.remove();
    early.replay();

    expect(link.defaultPrevented).toBe(false);
    expect(heard).toEqual(['Details']);
  });
});
