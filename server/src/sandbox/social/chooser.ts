// The sandbox identity provider's account chooser, as browser code in a string: the SDK stand-ins are
// served as plain scripts, like the real SDKs they replace. An accessible dialog (role dialog, focus kept
// inside and given back, Escape cancels) drawn with the DOM only, styled through the CSSOM (the page's CSP
// refuses style attributes in markup). `choose(title, identities, done)` calls done(identity | null).
export const CHOOSER_SOURCE = String.raw`
function choose(title, identities, done) {
  var opener = document.activeElement;
  var back = document.createElement('div');
  var box = document.createElement('div');
  var titleId = 'sandbox-social-title';
  Object.assign(back.style, {
    position: 'fixed', inset: '0', background: 'rgba(0,0,0,0.55)', display: 'flex',
    alignItems: 'center', justifyContent: 'center', zIndex: '2147483647', padding: '16px'
  });
  Object.assign(box.style, {
    background: '#ffffff', color: '#1a1a1a', borderRadius: '12px', padding: '20px', width: '100%',
    maxWidth: '360px', fontFamily: 'inherit', fontSize: '16px', boxSizing: 'border-box'
  });
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-modal', 'true');
  box.setAttribute('aria-labelledby', titleId);
  box.setAttribute('dir', 'rtl');
  box.setAttribute('lang', 'ar');
  var h = document.createElement('h2');
  h.id = titleId;
  h.textContent = title;
  Object.assign(h.style, { fontSize: '18px', margin: '0 0 8px' });
  var p = document.createElement('p');
  p.textContent = 'مزوّد هوية تجريبي يعمل دون إنترنت: اختر الحساب الذي تسجّل الدخول به.';
  Object.assign(p.style, { margin: '0 0 16px', lineHeight: '1.5' });
  box.appendChild(h);
  box.appendChild(p);
  var buttons = [];
  function button(text, primary, onPress) {
    var b = document.createElement('button');
    b.type = 'button';
    b.textContent = text;
    Object.assign(b.style, {
      display: 'block', width: '100%', minHeight: '44px', margin: '0 0 8px', borderRadius: '8px',
      font: 'inherit', cursor: 'pointer', border: '1px solid #0a4fb8',
      background: primary ? '#0a4fb8' : '#ffffff', color: primary ? '#ffffff' : '#0a4fb8'
    });
    b.addEventListener('click', onPress);
    box.appendChild(b);
    buttons.push(b);
  }
  function close(identity) {
    document.removeEventListener('keydown', onKey, true);
    back.remove();
    if (opener && typeof opener.focus === 'function') opener.focus();
    done(identity);
  }
  function onKey(e) {
    if (e.key === 'Escape') { e.preventDefault(); close(null); return; }
    if (e.key !== 'Tab') return;
    var i = buttons.indexOf(document.activeElement);
    var next = e.shiftKey ? (i <= 0 ? buttons.length - 1 : i - 1) : (i + 1) % buttons.length;
    e.preventDefault();
    buttons[next].focus();
  }
  identities.forEach(function (identity) {
    button(identity.label, true, function () { close(identity); });
  });
  button('إلغاء', false, function () { close(null); });
  back.appendChild(box);
  document.body.appendChild(back);
  document.addEventListener('keydown', onKey, true);
  buttons[0].focus();
}
`;
