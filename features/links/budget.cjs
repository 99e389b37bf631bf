module.exports = '9 KB';
