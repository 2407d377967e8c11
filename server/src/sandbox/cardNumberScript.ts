// The hosted checkout's card number field (pay type 24): grouped in fours as it is typed, like the
// site's own card field (spec 01 §5), while what the form sends stays digits only. Runs under the
// page's CSP nonce (no inline handlers): it finds the field by id and listens. Arabic-Indic and Persian
// digits become 0–9; anything else is dropped; 19 digits at most.

/** JavaScript source, for `page({ script })`. */
export const CARD_NUMBER_SCRIPT = `(function () {
  var input = document.getElementById('card-number');
  if (!input) return;
  function digits(text) {
    return text
      .replace(/[\\u0660-\\u0669]/g, function (d) { return String(d.charCodeAt(0) - 0x0660); })
      .replace(/[\\u06f0-\\u06f9]/g, function (d) { return String(d.charCodeAt(0) - 0x06f0); })
      .replace(/[^0-9]/g, '')
      .slice(0, 19);
  }
  function grouped(d) {
    return d.replace(/([0-9]{4})(?=[0-9])/g, '$1 ');
  }
  function format() {
    var value = input.value;
    var focused = document.activeElement === input;
    var caret = focused && input.selectionStart !== null ? input.selectionStart : value.length;
    var before = digits(value.slice(0, caret)).length;
    var text = grouped(digits(value));
    if (text === value) return;
    input.value = text;
    if (!focused) return;
    // the caret stays after the same digit it was after
    var at = 0;
    for (var seen = 0; at < text.length && seen < before; at += 1) if (text.charAt(at) !== ' ') seen += 1;
    input.setSelectionRange(at, at);
  }
  input.addEventListener('input', format);
  format();
  if (input.form)
    input.form.addEventListener('submit', function () {
      input.value = digits(input.value);
    });
})();`;
