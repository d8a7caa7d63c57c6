module.exports = require('../../config/jest.base.cjs')({ dom: true });
