// What an imported asset file (a font) is in jest: a name in place of the URL webpack would give it.
module.exports = 'test-file-stub';
