// A storage worker that dies at once: how the main thread's side answers when the worker crashes.
process.exit(3);
