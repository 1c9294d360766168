// The crash half of `npm run bench:soak -- --crash` (scripts/bench/bench-soak.mjs): durability (decisions §1).
/**
 * `--crash`: writes cases until `totalWrites` are acknowledged, kills the server with SIGKILL halfway, restarts it on
 * the same DATA_DIR, finishes, and checks that every acknowledged case is there. Answers whether all were.
 */
export async function crash({ startServer, login, call, caseInput, admin, totalWrites }) {
  let server = await startServer();
  try {
    let token = await login(admin);
    const acknowledged = new Map();
    const unacknowledged = [];
    let label = 0;
    let killed = false;
    let killedWith = 0;
    const concurrency = 16;
    /** One writer: creates cases until enough are acknowledged or the server is gone. */
    const writer = async () => {
      while (acknowledged.size < totalWrites) {
        const title = `Perkara tahan-crash ${(label += 1)}`;
        try {
          const answer = await call('POST', '/api/cases', { token, json: { ...caseInput(''), title } });
          if (answer.status !== 201) {
            throw new Error(`POST /api/cases answered ${answer.status}`);
          }
          acknowledged.set(answer.body.id, title);
          if (!killed && acknowledged.size >= totalWrites / 2) {
            killed = true;
            killedWith = acknowledged.size;
            server.kill('SIGKILL');
          }
        } catch (error) {
          if (!killed) {
            throw error;
          }
          unacknowledged.push(title);
          return;
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, writer));
    await server.exited;
    console.log(
      `crash: SIGKILL after ${killedWith} acknowledged writes, ${concurrency} writers, ${unacknowledged.length} writes in flight then`,
    );
    const restartedAt = performance.now();
    server = await startServer();
    console.log(`  restarted in ${((performance.now() - restartedAt) / 1000).toFixed(1)} s`);
    token = await login(admin);
    await Promise.all(Array.from({ length: concurrency }, writer));

    const missing = [];
    for (const [id, title] of acknowledged) {
      const answer = await call('GET', `/api/cases/${id}`, { token });
      if (answer.status !== 200 || answer.body.title !== title) {
        missing.push(`${id} (${title}): ${answer.status}`);
      }
    }
    // The writes cut by the kill may or may not have committed: neither is wrong, as their answers never came.
    let cutAndPresent = 0;
    for (const title of unacknowledged) {
      const listed = await call('GET', `/api/cases?limit=200&q=${encodeURIComponent(title)}`, { token });
      cutAndPresent += Array.isArray(listed.body) && listed.body.some((item) => item.title === title) ? 1 : 0;
    }
    console.log(
      `  ${acknowledged.size} acknowledged writes, ${acknowledged.size - missing.length} found after the restart; ${missing.length} missing`,
    );
    console.log(`  of the ${unacknowledged.length} writes cut by the kill, ${cutAndPresent} had committed`);
    for (const line of missing.slice(0, 10)) {
      console.log(`    missing ${line}`);
    }
    return missing.length === 0 && acknowledged.size >= totalWrites;
  } finally {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await server.exited;
    }
  }
}
