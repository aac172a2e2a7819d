//! What a confined game may still do: the folders it writes (the games folder, the settings folder, the port
//! locks), the device folder it reads and writes (serial ports and pseudo-terminals that may appear
//! mid-game, sound), and the programs it runs by path, each with the dynamic loader its ELF file names.

use std::io::Read;
use std::path::{Path, PathBuf};

/// The folder of device files: serial ports, pseudo-terminals (`/dev/pts`), sound (`/dev/snd`).
pub const DEVICES: &str = "/dev";

/// What the game may still do once confined; everything else that writes, runs a program or opens a
/// network socket is forbidden.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Policy {
    writable: Vec<PathBuf>,
    devices: Vec<PathBuf>,
    programs: Vec<PathBuf>,
}

impl Default for Policy {
    fn default() -> Self {
        Policy::new()
    }
}

impl Policy {
    /// Nothing writable but the device files, no program to run.
    pub fn new() -> Policy {
        Policy {
            writable: Vec::new(),
            devices: vec![PathBuf::from(DEVICES)],
            programs: Vec::new(),
        }
    }

    /// With the folder `dir` (and everything beneath it) writable: files made, written, renamed, removed.
    pub fn with_writable(mut self, dir: &Path) -> Policy {
        if !self.writable.iter().any(|d| d == dir) {
            self.writable.push(dir.to_path_buf());
        }
        self
    }

    /// With the program at `path` allowed to run, and the dynamic loader its ELF file names.
    pub fn with_program(mut self, path: &Path) -> Policy {
        let loader = interpreter(path);
        for p in std::iter::once(path.to_path_buf()).chain(loader) {
            if !self.programs.contains(&p) {
                self.programs.push(p);
            }
        }
        self
    }

    /// The folders it writes.
    pub fn writable(&self) -> &[PathBuf] {
        &self.writable
    }

    /// The device folders whose existing files it reads and writes (no file is made there).
    pub fn devices(&self) -> &[PathBuf] {
        &self.devices
    }

    /// The programs it runs, with their loaders.
    pub fn programs(&self) -> &[PathBuf] {
        &self.programs
    }
}

/// The dynamic loader an ELF program names (its `PT_INTERP`), if it is an ELF file that names one.
pub fn interpreter(path: &Path) -> Option<PathBuf> {
    let mut head = Vec::new();
    std::fs::File::open(path)
        .ok()?
        .take(1 << 20)
        .read_to_end(&mut head)
        .ok()?;
    let interp = elf_interpreter(&head)?;
    let text = std::str::from_utf8(interp).ok()?;
    Some(PathBuf::from(text.trim_end_matches('\0')))
}

/// The bytes of the `PT_INTERP` segment of the ELF image `elf` (32 or 64 bits, either byte order).
fn elf_interpreter(elf: &[u8]) -> Option<&[u8]> {
    if elf.get(..4)? != b"\x7fELF" {
        return None;
    }
    let wide = *elf.get(4)? == 2;
    let little = *elf.get(5)? == 1;
    let num = |at: usize, len: usize| -> Option<usize> {
        let bytes = elf.get(at..at.checked_add(len)?)?;
        let mut value: u64 = 0;
        for i in 0..len {
            let b = if little { bytes[len - 1 - i] } else { bytes[i] };
            value = (value << 8) | u64::from(b);
        }
        usize::try_from(value).ok()
    };
    let (phoff, phentsize, phnum) = if wide {
        (num(32, 8)?, num(54, 2)?, num(56, 2)?)
    } else {
        (num(28, 4)?, num(42, 2)?, num(44, 2)?)
    };
    const PT_INTERP: usize = 3;
    (0..phnum).find_map(|i| {
        let at = phoff.checked_add(i.checked_mul(phentsize)?)?;
        if num(at, 4)? != PT_INTERP {
            return None;
        }
        let (offset, size) = if wide {
            (num(at + 8, 8)?, num(at + 32, 8)?)
        } else {
            (num(at + 4, 4)?, num(at + 16, 4)?)
        };
        elf.get(offset..offset.checked_add(size)?)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_running_binary_names_its_loader_and_text_names_none() {
        let exe = std::env::current_exe().unwrap();
        let loader = interpreter(&exe).expect("a dynamically linked test binary");
        assert!(loader.is_absolute(), "{}", loader.display());
        assert_eq!(elf_interpreter(b"#!/bin/sh\n"), None);
        assert_eq!(elf_interpreter(b"\x7fELF"), None);
    }
}
