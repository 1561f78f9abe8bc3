module.exports = ""
