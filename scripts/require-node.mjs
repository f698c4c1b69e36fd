// Imported first by `npm start` and `npm test`: they run on the Node 24 that `npm ci` installs from the
// `node` package into node_modules/.bin, which npm puts first on a script's PATH. Run some other way (the
// system's Node called directly), they say so instead of failing later in a less obvious place.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `This project runs on Node 24 (this is Node ${process.versions.node}): run it through npm ` +
      '(`npm start`, `npm test`) after `npm ci`, which installs Node 24 into node_modules/.bin.',
  );
  process.exit(1);
}
