/**
 * Loaded first into a server process of a bench (NODE_OPTIONS=--import, where Node 20 refuses
 * --cpu-prof): profiles its CPU from the start and writes the profile into CPU_PROFILE_DIR as it exits,
 * for Chrome's DevTools or bench/cpu-profile-top.ts.
 */
import fs from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';

const session = new inspector.Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.start');
process.on('exit', () => {
  // A session of the process's own thread answers at once, so the profile is written before it exits.
  session.post('Profiler.stop', (err, result) => {
    if (err) return;
    const file = path.join(process.env.CPU_PROFILE_DIR ?? '.', `server-${process.pid}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(result.profile));
  });
});
