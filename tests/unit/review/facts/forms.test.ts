/**
 * Form facts: a honeypot (a trap field left for spam bots) is no field a visitor fills in, so it is
 * neither counted nor reported unlabelled, and it does not change what the form is for.
 */
import { factsOf, ids } from '../../support/review-facts';

const contact = (trap: string) =>
  factsOf(`<form action="/send"><label for="n">Name</label><input id="n" name="name"><label for="m">Message</label><textarea id="m" name="message"></textarea>${trap}<button>Send</button></form>`);

describe('honeypot fields', () => {
  it.each([
    ['a Mailchimp trap off the screen', '<div style="position: absolute; left: -5000px;" aria-hidden="true"><input type="text" name="b_1a2b3c4d5e6f7a8b9c0d_1a2b3c4d5e" tabindex="-1" value=""></div>'],
    ['an off-screen wrapper without aria-hidden', '<div style="position:absolute;left:-9999px"><input type="text" name="website_url" tabindex="-1" autocomplete="off"></div>'],
    ['a plugin’s trap by its class', '<span class="wpcf7-form-control-wrap honeypot-127"><input type="text" name="your-website"></span>'],
    ['Formspree’s _gotcha', '<input type="text" name="_gotcha">'],
    ['WPForms’ hp field', '<div class="wpforms-field wpforms-field-hp"><input type="text" name="wpforms[hp]"></div>'],
  ])('leaves out %s', (_what, trap) => {
    const facts = contact(trap);
    expect(facts.forms).toMatchObject({ fields: 2, unlabelled: 0, messageForms: 1 });
    expect(ids(facts)).not.toContain('unlabelled-fields');
  });

  it('leaves out the field the form names as its Netlify honeypot, and keeps every real field', () => {
    const netlify = factsOf('<form netlify-honeypot="bot-trap" action="/"><input name="bot-trap"><label>Email <input type="email" name="email"></label></form>');
    expect(netlify.forms).toMatchObject({ fields: 1, unlabelled: 0 });
    const plain = contact('<input type="text" name="company">');
    expect(plain.forms).toMatchObject({ fields: 3, unlabelled: 1, unlabelledFields: ['company'] });
  });

  it('does not take a page’s theme class far above the form for a trap', () => {
    const themed = factsOf('<div class="page hp-theme"><main><section><input name="company"></section></main></div>');
    expect(themed.forms).toMatchObject({ fields: 1, unlabelled: 1 });
  });
});

describe('a form that collects a visitor’s data', () => {
  it('is a <form> with a field to write in, not a slider, a picker or a menu outside any form', () => {
    const slider = factsOf('<form action="/calc"><label>Budget <input type="range" name="budget" min="0" max="10"></label></form><label>Language <select name="lang"><option>English</option></select></label>');
    expect(slider.forms.actionForms).toBe(0);
    expect(ids(slider)).not.toContain('no-privacy-link');
    const quote = factsOf('<form action="/quote"><label>Name <input name="name"></label><label>Email <input type="email" name="email"></label><button>Send</button></form>');
    expect(quote.forms.actionForms).toBe(1);
    expect(ids(quote)).toContain('no-privacy-link');
  });
});
