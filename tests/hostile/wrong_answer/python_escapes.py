# Python's ways out, each tried and said when it works: files outside its
# folder (and in the interpreter's library), a connection, another process,
# a signal to the judge, descriptors left open, the answers on disk, raw
# system calls through ctypes, a module planted for the next run. Always
# answers 3, which is never right.
import os
import sys
import socket
import signal

class Solution:
    def catMouseGame(self, graph: List[List[int]]) -> int:
        try:
            import judge_planted_module  # noqa: F401 (the run before left it, if it could)
            print("escaped: a module the run before planted was imported", file=sys.stderr)
        except ImportError:
            pass
        import sys
        for path in ("/tmp/judge-hostile-marker", "/root/judge-hostile-marker", "../judge-hostile-marker",
                     "/usr/lib/python3.11/judge-hostile-marker.py"):
            try:
                with open(path, "w") as f:
                    f.write("escaped\n")
                print("wrote " + path, file=sys.stderr)
            except OSError:
                pass
        try:
            with open("judge_planted_module.py", "w") as f:
                f.write("x = 1\n")
        except OSError:
            pass
        try:
            s = socket.create_connection(("127.0.0.1", 45678), timeout=1)
            print("connected to 127.0.0.1:45678", file=sys.stderr)
            s.close()
        except OSError:
            pass
        try:
            pid = os.fork()
            if pid == 0:
                os._exit(0)
            print("escaped: forked a process", file=sys.stderr)
        except OSError:
            pass
        try:
            import subprocess
            subprocess.run(["/bin/sh", "-c", "true"], timeout=2)
            print("escaped: ran /bin/sh", file=sys.stderr)
        except Exception:
            pass
        for pid in (os.getppid(), 1):
            try:
                os.kill(pid, signal.SIGTERM)
                print("escaped: signalled pid %d" % pid, file=sys.stderr)
            except OSError:
                pass
        own = 0
        for fd in range(3, 1024):
            try:
                os.fstat(fd)
            except OSError:
                continue
            own += 1
            if own <= 2:
                continue  # the driver's two (the lowest): its answer channel and its tests
            print("escaped: fd %d is open" % fd, file=sys.stderr)
        for top in ("/work", "/root", "/home", "/tmp", "/usr/lib/python3.11/.."):
            for folder, _, files in os.walk(top):
                for name in files:
                    if name.endswith(".ans"):
                        print("found " + os.path.join(folder, name), file=sys.stderr)
        try:
            import ctypes
            libc = ctypes.CDLL(None, use_errno=True)
            if libc.syscall(101, 0, 0, 0, 0) == 0:  # ptrace(PTRACE_TRACEME)
                print("escaped: ptrace through ctypes", file=sys.stderr)
            if libc.syscall(165, b"none", b"/work", b"tmpfs", 0, None) == 0:  # mount
                print("escaped: mounted a tmpfs", file=sys.stderr)
        except (ImportError, OSError, AttributeError):
            pass
        return 3
